import type { Faculty } from "../../../contract/faculty";

const initials = (name: string) =>
  name
    .replace(/^(dr|prof)\.?\s+/i, "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");

/** A member's photo (thumbnail when small), or their initials when there is none. */
export function FacultyPhoto({
  member,
  size,
}: {
  member: Pick<Faculty, "name" | "photo" | "photoThumb">;
  size: "sm" | "lg";
}) {
  const box = size === "sm" ? "h-10 w-10 text-sm" : "h-20 w-20 text-xl";
  const src = size === "sm" ? (member.photoThumb ?? member.photo) : (member.photo ?? member.photoThumb);
  if (src) {
    return <img src={src} alt="" loading="lazy" className={`${box} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800`}
    >
      {initials(member.name)}
    </span>
  );
}
