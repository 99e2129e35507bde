import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/**
 * Flat, tasteful illustrations standing in for photographs until the college supplies real ones.
 * Each spec becomes WebP files public/images/<name>-<w>.webp at the listed widths (see app/site/site-image.tsx).
 */
export type Motif =
  | "campus"
  | "hospital"
  | "portrait"
  | "lab"
  | "library"
  | "classroom"
  | "event"
  | "department"
  | "ward"
  | "abstract";

export interface IllustrationSpec {
  /** Path below public/images without width or extension, e.g. "gallery/photo-01". */
  name: string;
  motif: Motif;
  /** Aspect of the image (the largest width is rendered at this ratio). */
  width: number;
  height: number;
  /** Widths to write; defaults to [width]. */
  widths?: number[];
  /** Colour family, 0–359 (hue). Varies the look between images of one group. */
  hue: number;
  /** A variation seed, so siblings of one motif differ. */
  seed?: number;
}

const hsl = (h: number, s: number, l: number) => `hsl(${((h % 360) + 360) % 360} ${s}% ${l}%)`;

function rand(seed: number) {
  let state = seed * 9301 + 49297;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
}

function motifShapes(spec: IllustrationSpec, w: number, h: number): string {
  const r = rand((spec.seed ?? 1) + spec.hue);
  const { hue } = spec;
  const ground = h * 0.72;
  const building = (x: number, bw: number, bh: number, shade: number) => {
    const windows: string[] = [];
    const cols = Math.max(2, Math.floor(bw / (w * 0.035)));
    const rows = Math.max(2, Math.floor(bh / (h * 0.09)));
    for (let c = 0; c < cols; c++)
      for (let rr = 0; rr < rows; rr++)
        windows.push(
          `<rect x="${x + (bw / cols) * (c + 0.25)}" y="${ground - bh + (bh / rows) * (rr + 0.25)}" width="${(bw / cols) * 0.5}" height="${(bh / rows) * 0.45}" rx="2" fill="${hsl(hue + 40, 70, 88)}" opacity="${0.55 + r() * 0.4}"/>`,
        );
    return `<rect x="${x}" y="${ground - bh}" width="${bw}" height="${bh}" rx="4" fill="${hsl(hue, 35, shade)}"/>${windows.join("")}`;
  };
  const person = (cx: number, cy: number, scale: number, tone: number) =>
    `<circle cx="${cx}" cy="${cy - scale * 1.1}" r="${scale * 0.42}" fill="${hsl(25, 45, 55 + tone)}"/>` +
    `<path d="M${cx - scale * 0.75} ${cy + scale * 0.9} Q${cx - scale * 0.7} ${cy - scale * 0.55} ${cx} ${cy - scale * 0.55} Q${cx + scale * 0.7} ${cy - scale * 0.55} ${cx + scale * 0.75} ${cy + scale * 0.9} Z" fill="${tone % 2 ? "#f8fafc" : hsl(hue + 180, 40, 45)}"/>`;
  const cross = (cx: number, cy: number, s: number) =>
    `<rect x="${cx - s * 0.18}" y="${cy - s * 0.5}" width="${s * 0.36}" height="${s}" rx="${s * 0.05}" fill="#dc2626"/><rect x="${cx - s * 0.5}" y="${cy - s * 0.18}" width="${s}" height="${s * 0.36}" rx="${s * 0.05}" fill="#dc2626"/>`;

  switch (spec.motif) {
    case "campus":
    case "hospital": {
      const parts = [
        `<rect x="0" y="${ground}" width="${w}" height="${h - ground}" fill="${hsl(110, 30, 42)}"/>`,
      ];
      parts.push(building(w * 0.08, w * 0.22, h * (0.3 + r() * 0.1), 72));
      parts.push(building(w * 0.32, w * 0.36, h * 0.48, 80));
      parts.push(building(w * 0.7, w * 0.22, h * (0.28 + r() * 0.12), 68));
      if (spec.motif === "hospital") parts.push(cross(w * 0.5, ground - h * 0.53, h * 0.09));
      for (let i = 0; i < 7; i++) {
        const tx = w * (0.03 + i * 0.16 + r() * 0.04);
        parts.push(
          `<circle cx="${tx}" cy="${ground - h * 0.02}" r="${h * 0.05}" fill="${hsl(120, 35, 30 + r() * 10)}"/>`,
        );
      }
      return parts.join("");
    }
    case "portrait": {
      const cx = w / 2;
      return (
        `<circle cx="${cx}" cy="${h * 0.38}" r="${Math.min(w, h) * 0.19}" fill="${hsl(25, 40, 58 + r() * 12)}"/>` +
        `<path d="M${cx - w * 0.36} ${h} Q${cx - w * 0.34} ${h * 0.6} ${cx} ${h * 0.6} Q${cx + w * 0.34} ${h * 0.6} ${cx + w * 0.36} ${h} Z" fill="#f8fafc"/>` +
        `<path d="M${cx - w * 0.07} ${h * 0.6} L${cx} ${h * 0.78} L${cx + w * 0.07} ${h * 0.6} Z" fill="${hsl(hue, 45, 35)}"/>` +
        `<path d="M${cx - w * 0.15} ${h * 0.64} q${w * 0.02} ${h * 0.2} ${w * 0.12} ${h * 0.22}" stroke="${hsl(hue + 180, 30, 30)}" stroke-width="${w * 0.012}" fill="none"/>`
      );
    }
    case "lab":
    case "department": {
      const parts = [
        `<rect x="0" y="${h * 0.66}" width="${w}" height="${h * 0.34}" fill="${hsl(hue, 20, 86)}"/>`,
        `<rect x="${w * 0.05}" y="${h * 0.62}" width="${w * 0.9}" height="${h * 0.05}" rx="3" fill="${hsl(hue, 25, 40)}"/>`,
      ];
      for (let i = 0; i < 5; i++) {
        const x = w * (0.14 + i * 0.17);
        const fh = h * (0.14 + r() * 0.12);
        parts.push(
          `<path d="M${x - w * 0.025} ${h * 0.62 - fh} h${w * 0.05} v${fh * 0.4} l${w * 0.035} ${fh * 0.6} h-${w * 0.12} l${w * 0.035} -${fh * 0.6} Z" fill="${hsl(hue + i * 40, 60, 70)}" opacity="0.9"/>`,
        );
      }
      if (spec.motif === "department") parts.push(person(w * 0.82, h * 0.5, h * 0.12, 1));
      return parts.join("");
    }
    case "library": {
      const parts: string[] = [];
      for (let shelf = 0; shelf < 4; shelf++) {
        const y = h * (0.18 + shelf * 0.2);
        parts.push(
          `<rect x="${w * 0.06}" y="${y + h * 0.15}" width="${w * 0.88}" height="${h * 0.02}" fill="${hsl(30, 40, 30)}"/>`,
        );
        let x = w * 0.07;
        while (x < w * 0.92) {
          const bw = w * (0.015 + r() * 0.02);
          const bh = h * (0.09 + r() * 0.05);
          parts.push(
            `<rect x="${x}" y="${y + h * 0.15 - bh}" width="${bw}" height="${bh}" fill="${hsl(hue + r() * 200, 45, 35 + r() * 30)}"/>`,
          );
          x += bw + w * 0.004;
        }
      }
      return parts.join("");
    }
    case "classroom":
    case "event": {
      const parts = [
        `<rect x="${w * 0.2}" y="${h * 0.12}" width="${w * 0.6}" height="${h * 0.3}" rx="6" fill="${spec.motif === "event" ? hsl(hue + 30, 70, 55) : hsl(150, 30, 25)}"/>`,
      ];
      if (spec.motif === "event")
        parts.push(
          `<rect x="${w * 0.28}" y="${h * 0.22}" width="${w * 0.44}" height="${h * 0.04}" rx="4" fill="#fff" opacity="0.85"/><rect x="${w * 0.34}" y="${h * 0.3}" width="${w * 0.32}" height="${h * 0.03}" rx="4" fill="#fff" opacity="0.6"/>`,
        );
      for (let row = 0; row < 2; row++)
        for (let i = 0; i < 6; i++)
          parts.push(person(w * (0.1 + i * 0.16 + row * 0.04), h * (0.7 + row * 0.18), h * 0.085, i + row));
      return parts.join("");
    }
    case "ward": {
      const parts = [
        `<rect x="0" y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="${hsl(hue, 20, 88)}"/>`,
      ];
      for (let i = 0; i < 3; i++) {
        const x = w * (0.06 + i * 0.32);
        parts.push(
          `<rect x="${x}" y="${h * 0.55}" width="${w * 0.26}" height="${h * 0.1}" rx="6" fill="#f8fafc"/><rect x="${x}" y="${h * 0.48}" width="${w * 0.03}" height="${h * 0.3}" fill="${hsl(hue, 20, 50)}"/><rect x="${x + w * 0.02}" y="${h * 0.52}" width="${w * 0.07}" height="${h * 0.05}" rx="8" fill="${hsl(hue + 180, 50, 80)}"/>`,
        );
      }
      parts.push(cross(w * 0.86, h * 0.2, h * 0.12));
      return parts.join("");
    }
    default: {
      const parts: string[] = [];
      for (let i = 0; i < 9; i++)
        parts.push(
          `<circle cx="${w * r()}" cy="${h * r()}" r="${Math.min(w, h) * (0.08 + r() * 0.25)}" fill="${hsl(hue + r() * 60, 60, 60 + r() * 25)}" opacity="0.35"/>`,
        );
      return parts.join("");
    }
  }
}

export function illustrationSvg(spec: IllustrationSpec): string {
  const { width: w, height: h, hue } = spec;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 82)}"/><stop offset="1" stop-color="${hsl(hue + 25, 55, 62)}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>${motifShapes(spec, w, h)}</svg>`;
}

/** Writes one spec's WebP files; returns their paths. */
export async function writeIllustration(spec: IllustrationSpec, publicDir = "public"): Promise<string[]> {
  const svg = Buffer.from(illustrationSvg(spec));
  const written: string[] = [];
  for (const width of spec.widths ?? [spec.width]) {
    const file = path.join(publicDir, "images", `${spec.name}-${width}.webp`);
    await mkdir(path.dirname(file), { recursive: true });
    await sharp(svg, { density: 72 * Math.max(1, width / spec.width) })
      .resize(width, Math.round((width * spec.height) / spec.width))
      .webp({ quality: 72, effort: 5 })
      .toFile(file);
    written.push(file);
  }
  return written;
}
