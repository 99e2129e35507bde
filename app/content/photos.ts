/** A photograph of the gallery or the Media Centre. `image` is the illustration's name under public/images. */
export interface Photo {
  image: string;
  alt: string;
  caption: string;
  /** What the picture shows, so the stand-in illustration matches it. */
  scene: "campus" | "hospital" | "lab" | "library" | "classroom" | "event" | "ward";
}
