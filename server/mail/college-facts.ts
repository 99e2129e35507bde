/** The college's name and contacts as e-mails quote them. */
export interface CollegeFacts {
  name: string;
  phone: string;
  admissionsEmail: string;
  generalEmail: string;
  addressLine: string;
}

/**
 * Until the site-settings service (issue 11) holds the contact facts, they mirror
 * app/content/site-config.ts (the server may not import app/). Point `readCollegeFacts` at that service
 * when it lands: every e-mail template reads the facts through it.
 */
export const DEFAULT_COLLEGE_FACTS: CollegeFacts = {
  name: "Ganga Valley Institute of Medical Sciences & Hospital",
  phone: "+91 612 555 0142",
  admissionsEmail: "admissions@gvims.example.in",
  generalEmail: "info@gvims.example.in",
  addressLine: "NH-83, Kanti Road, Punpun, Patna, Bihar 804453",
};

export type ReadCollegeFacts = () => Promise<CollegeFacts>;

export const readDefaultCollegeFacts: ReadCollegeFacts = async () => DEFAULT_COLLEGE_FACTS;
