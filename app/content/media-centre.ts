import type { Photo } from "./photos";

const entries: [Photo["scene"], string][] = [
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

/** The Media Centre's 12 news clippings (public spec §2.6). */
export const mediaCentreItems: Photo[] = entries.map(([scene, caption], index) => ({
  image: `media-centre/news-${String(index + 1).padStart(2, "0")}`,
  alt: `News clipping. ${caption}`,
  caption,
  scene,
}));

/** Clippings revealed per 'Load More' (public spec §9). */
export const MEDIA_CENTRE_PAGE_SIZE = 6;
