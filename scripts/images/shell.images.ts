// Illustrations of the home page, the gallery and the Media Centre (`npx tsx scripts/images/generate.ts shell`).
import { GALLERY_WIDTHS } from "../../contract/collections/gallery";
import { homePageSeeds } from "../../server/collections/seeds/home-page.seed";
import { testimonialSeeds } from "../../server/collections/seeds/testimonials.seed";
import { SAMPLE_PHOTOS, SAMPLE_PHOTO_SIZE, type SamplePhoto } from "../../server/gallery/gallery.samples";
import type { IllustrationSpec, Motif } from "./illustration";

/** Grid thumbnails (1-3 columns) and the full-screen overlay: the widths uploaded photos are stored at too. */
const PHOTO_WIDTHS = [...GALLERY_WIDTHS];

const photoSpec = (photo: SamplePhoto, index: number, hueBase: number): IllustrationSpec => ({
  name: photo.image,
  motif: photo.scene satisfies Motif,
  ...SAMPLE_PHOTO_SIZE,
  widths: PHOTO_WIDTHS,
  hue: (hueBase + index * 37) % 360,
  seed: index + 1,
});

export const images: IllustrationSpec[] = [
  { name: "home/hero-campus", motif: "hospital", width: 960, height: 640, widths: [480, 640, 960], hue: 205 },
  ...homePageSeeds()[0]!.courses.map((course, index): IllustrationSpec => ({
    name: course.image,
    motif: index === 0 ? "classroom" : "lab",
    width: 640,
    height: 320,
    widths: [400, 640],
    hue: 200 + index * 40,
    seed: index + 3,
  })),
  ...testimonialSeeds().map((testimonial, index): IllustrationSpec => ({
    name: testimonial.photo,
    motif: "portrait",
    width: 192,
    height: 192,
    widths: [96, 192],
    hue: 180 + index * 50,
    seed: index + 1,
  })),
  // The sample photos of the gallery and the Media Centre (seeded into a new install with SAMPLE_DATA).
  ...SAMPLE_PHOTOS.filter((photo) => photo.album === "gallery").map((photo, index) =>
    photoSpec(photo, index, 190),
  ),
  ...SAMPLE_PHOTOS.filter((photo) => photo.album === "media").map((photo, index) =>
    photoSpec(photo, index, 20),
  ),
];
