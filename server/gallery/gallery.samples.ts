import { readFile } from "node:fs/promises";
import path from "node:path";
import { GALLERY_WIDTHS, type GalleryAlbum } from "../../contract/collections/gallery";

/** What a sample picture shows, so its generated stand-in illustration matches it. */
export type Scene = "campus" | "hospital" | "lab" | "library" | "classroom" | "event" | "ward";

/** A sample photo: `image` names the illustration `npm run images` generates (public/images/<image>-<w>.webp). */
export interface SamplePhoto {
  album: GalleryAlbum;
  image: string;
  alt: string;
  caption: string;
  scene: Scene;
}

/** The size the illustrations are generated at (scripts/images/shell.images.ts). */
export const SAMPLE_PHOTO_SIZE = { width: 1200, height: 900 };

const galleryEntries: [Scene, string][] = [
  ["campus", "The main academic block at sunrise"],
  ["event", "White coat ceremony for the MBBS batch of 2024"],
  ["lab", "First-year students in the biochemistry laboratory"],
  ["library", "The central library reading hall"],
  ["hospital", "The teaching hospital's main entrance"],
  ["classroom", "A lecture in the 200-seat lecture theatre"],
  ["ward", "Bedside teaching in the general medicine ward"],
  ["event", "Annual sports meet: the 400 m final"],
  ["campus", "The tree-lined walk between the hostels and the college"],
  ["lab", "Practical examination in the pathology laboratory"],
  ["event", "Free health camp in a neighbouring village"],
  ["classroom", "Small-group tutorial in a demonstration room"],
  ["hospital", "The emergency and casualty block, open 24x7"],
  ["library", "Students preparing for professional examinations"],
  ["event", "Independence Day celebrations on the college lawn"],
  ["lab", "Hands-on practice in the skills lab"],
  ["ward", "The neonatal intensive care unit"],
  ["campus", "The girls' hostel and its garden"],
  ["event", "Guest lecture on medical ethics"],
  ["classroom", "Anatomy demonstration in the dissection hall"],
  ["hospital", "The outpatient department on a busy morning"],
  ["event", "Blood donation drive with the blood bank team"],
  ["lab", "The BSL-2 virology laboratory"],
  ["campus", "The college auditorium"],
  ["event", "Cultural evening at the annual college fest"],
  ["ward", "Post-operative care in the surgical ward"],
  ["library", "The digital library and its 40 computers"],
  ["classroom", "Medical Education Unit workshop for faculty"],
  ["event", "Convocation: the first graduating batch"],
  ["campus", "The campus lit up for Diwali"],
];

const mediaEntries: [Scene, string][] = [
  ["event", "Ganga Samachar: college hosts state-level CME on maternal health"],
  ["hospital", "Magadh Times: new 30-bed emergency wing opens to the public"],
  ["event", "Patna Herald: free eye-screening camp examines 1,200 villagers"],
  ["lab", "Bihar Today: virology lab receives BSL-2 certification"],
  ["classroom", "The Eastern Chronicle: first MBBS batch begins internship"],
  ["event", "Ganga Samachar: blood donation drive collects 350 units"],
  ["ward", "Magadh Times: NICU saves premature twins weighing under 1 kg"],
  ["campus", "Patna Herald: campus goes solar with a 500 kW rooftop plant"],
  ["event", "Bihar Today: students win the state inter-college quiz"],
  ["hospital", "The Eastern Chronicle: hospital empanelled under Ayushman Bharat"],
  ["library", "Ganga Samachar: digital library opens to students round the clock"],
  ["event", "Magadh Times: convocation honours the college's first graduates"],
];

const number = (index: number) => String(index + 1).padStart(2, "0");

/**
 * A fresh installation's photos (SAMPLE_DATA), in album order: the gallery's 30 (public spec §2.10) and the
 * Media Centre's 12 news clippings (§2.6).
 */
export const SAMPLE_PHOTOS: SamplePhoto[] = [
  ...galleryEntries.map(([scene, caption], index) => ({
    album: "gallery" as const,
    image: `gallery/photo-${number(index)}`,
    alt: caption,
    caption,
    scene,
  })),
  ...mediaEntries.map(([scene, caption], index) => ({
    album: "media" as const,
    image: `media-centre/news-${number(index)}`,
    alt: `News clipping. ${caption}`,
    caption,
    scene,
  })),
];

/** The sample photos with their files (ones whose illustrations are missing are left out). */
export async function samplePhotos(root = path.resolve(process.cwd(), "public/images")) {
  const loaded = await Promise.all(
    SAMPLE_PHOTOS.map(async ({ album, image, alt, caption }) => {
      const files = await Promise.all(
        GALLERY_WIDTHS.map(async (width) => ({
          width,
          data: await readFile(path.join(root, `${image}-${width}.webp`)).catch(() => undefined),
        })),
      );
      if (files.some((file) => !file.data)) return undefined;
      return {
        album,
        alt,
        caption,
        ...SAMPLE_PHOTO_SIZE,
        files: files.map((file) => ({ width: file.width, data: file.data! })),
      };
    }),
  );
  return loaded.filter((sample) => sample !== undefined);
}
