import { GAP_LABELS, type Gap, type GapKind } from "../../contract/nmc";

/** What the check reads of a faculty record. */
export interface CheckedMember {
  facultyId: string;
  name: string;
  regNo: string | null;
  medicalCouncil: string | null;
  department: string | null;
  aebasId: string | null;
  hasPhoto: boolean;
}

/**
 * A registration number as councils issue them: letters, digits and the separators - / . or space,
 * 3 to 30 characters, with at least three digits ("BMC-45821", "MCI/12-3456", "45821"). Placeholders
 * such as "N/A", "applied" or "pending" and stray characters fail.
 */
export function isWellFormedRegNo(regNo: string): boolean {
  const value = regNo.trim();
  return (
    value.length >= 3 &&
    value.length <= 30 &&
    /^[A-Za-z0-9][A-Za-z0-9\-/. ]*$/.test(value) &&
    (value.match(/\d/g)?.length ?? 0) >= 3
  );
}

const blank = (value: string | null) => !value || value.trim() === "";

/** The gaps of one member, in the order the preview lists them. */
export function gapsOf(member: CheckedMember): GapKind[] {
  const gaps: GapKind[] = [];
  if (!member.hasPhoto) gaps.push("photo");
  if (blank(member.regNo)) gaps.push("regNo");
  else if (!isWellFormedRegNo(member.regNo!)) gaps.push("regNoFormat");
  if (blank(member.medicalCouncil)) gaps.push("medicalCouncil");
  if (blank(member.department)) gaps.push("department");
  if (blank(member.aebasId)) gaps.push("aebasId");
  return gaps;
}

/** Every gap of the list as it would be published: the completeness check of the preview. */
export function completenessCheck(members: CheckedMember[]): Gap[] {
  return members.flatMap((member) =>
    gapsOf(member).map((kind) => ({
      facultyId: member.facultyId,
      name: member.name,
      kind,
      message: kind === "regNoFormat" ? `${GAP_LABELS[kind]}: "${member.regNo!.trim()}"` : GAP_LABELS[kind],
    })),
  );
}
