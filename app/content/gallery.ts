import type { Photo } from "./photos";

const entries: [Photo["scene"], string][] = [
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

/** The gallery's 30 photos (public spec §2.10), newest first. */
export const galleryPhotos: Photo[] = entries.map(([scene, caption], index) => ({
  image: `gallery/photo-${String(index + 1).padStart(2, "0")}`,
  alt: caption,
  caption,
  scene,
}));

/** Photos revealed per 'Load More' (public spec §9). */
export const GALLERY_PAGE_SIZE = 6;
