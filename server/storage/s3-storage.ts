import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { assertValidKey, contentTypeOf, isValidKey, type Storage, type StoredObject } from "./storage";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Ceph, R2, …); absent for AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) rather than the host name: most self-hosted servers. */
  forcePathStyle?: boolean;
}

/** Objects in an S3-compatible bucket (AWS SDK v3). */
export function createS3Storage(options: S3StorageOptions): Storage & { readonly client: S3Client } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible servers reject the newer headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = options.bucket;
  async function open(key: string): Promise<StoredObject | null> {
    if (!isValidKey(key)) return null;
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!object.Body) return null;
      return {
        body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? contentTypeOf(key),
        etag: object.ETag ?? `"${key}"`,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    kind: "s3",
    client,
    async put(key, data, contentType) {
      assertValidKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentType ?? contentTypeOf(key),
        }),
      );
    },
    async get(key) {
      const object = await open(key);
      return object ? Buffer.from(await new Response(object.body).arrayBuffer()) : null;
    },
    open,
    async remove(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) if (object.Key && isValidKey(object.Key)) yield object.Key;
      }
    },
    url: (key) => `/media/${key}`,
  };
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
}
