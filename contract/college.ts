/** The college's name, for what the server writes too (PDFs, e-mails); `app/content/site-config.ts` uses it. */
export const COLLEGE_NAME = "Ganga Valley Institute of Medical Sciences & Hospital";
export const COLLEGE_SHORT_NAME = "GVIMS";
