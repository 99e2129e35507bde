import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StorageOptions } from "../storage/s3-storage";

/**
 * A real S3-compatible server (s3rver) on a loopback port chosen by the system, with one bucket.
 * `env` is the app's configuration for it.
 */
export async function startS3Server(bucket = "college-media") {
  const directory = await mkdtemp(path.join(tmpdir(), "college-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts any credentials ("S3RVER" is its documented pair).
  const options: S3StorageOptions = {
    bucket,
    region: "us-east-1",
    endpoint,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  const env = {
    S3_BUCKET: bucket,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  return {
    endpoint,
    options,
    env,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
