/** The about pages' interface text in English (issue 24; the same keys in ../hi/about.ts). */
export const aboutEn = {
  "about.affiliation.lead": "University affiliation of the MBBS course, year by year.",
  "about.affiliation.description":
    "Affiliation letters of the college's MBBS course from the affiliating university for each academic year from 2019-20 to 2023-24 (PDF).",
  "about.affiliation.note": "The affiliation letter for each academic year opens as a PDF in a new tab.",
  "about.affiliation.listLabel": "Affiliation letters by academic year",
  "about.permission.title": "Permissions & Recognition",
  "about.permission.lead": "Letters of permission and renewals from the National Medical Commission.",
  "about.permission.description":
    "The National Medical Commission's initial letter of permission (2019-20) and the four renewals of permission for 2020-21 to 2023-24 (PDF).",
  "about.permission.note":
    "The college admitted its first MBBS batch in 2019-20 under a letter of permission from the National Medical Commission, renewed every year since. Each letter opens as a PDF in a new tab.",
  "about.permission.listLabel": "Letters of permission and renewals",
  "about.citizen.documentTitle": "The charter as a document",
  "about.citizen.listLabel": "Citizen's charter documents",
  "about.committees.label": "College committees",
  "about.committees.openPdf": "Open PDF ↗",
  "about.committees.pdfNewTab": "(PDF, opens in a new tab)",
  "about.committees.notAvailable": "PDF for {committee} is not available yet.",
  "about.committees.notPublished": "Document not yet published",
  "about.leader.messageDraft": "this message is a draft: visitors still see the published version.",
  "about.leader.signatory": "Signatory",
  "about.leader.portrait": "Portrait of {name}, {designation}",
  "about.leader.message": "Message",
  "about.university.address": "Address: {address}",
  "about.university.objectives": "Objectives",
  "about.university.officers": "University officers",
  "about.media.description":
    "News coverage of {name}: health camps, new hospital services, student achievements and college events.",
  "about.media.lead": "Our college and hospital in the news.",
  "about.media.label": "News clippings",
  "about.gallery.metaTitle": "Photo Gallery",
  "about.gallery.description":
    "Photographs of campus life at {name}: classrooms, laboratories, the teaching hospital, sports, festivals and health camps.",
  "about.gallery.lead":
    "Campus life, clinical training, celebrations and community service: a look inside our college and hospital.",
  "about.gallery.label": "Photos",
  "about.photos.draftNote": "the photos marked Draft are not shown to visitors yet.",
  "about.photos.none": "No photos yet.",
  "about.photos.showing": "Showing {visible} of {total} photos",
  "about.photos.noNews": "No news items yet.",
  "about.photos.showingNews": "Showing {visible} of {total} news items",
  "about.photos.loadMore": "Load More",
  "about.photos.openFullScreen": "(open full screen)",
  "about.photos.lightbox": "Photo",
  "about.photos.lightboxPhoto": "Photo {current} of {count}: {caption}",
  "about.photos.close": "Close",
  "about.photos.previous": "Previous photo",
  "about.photos.next": "Next photo",
  "about.departments.groups": "Department groups",
  "about.departments.preclinical.title": "Preclinical departments",
  "about.departments.preclinical.summary": "The structure and working of the healthy human body.",
  "about.departments.preclinical.imageAlt": "Illustration of a preclinical teaching laboratory",
  "about.departments.paraclinical.title": "Paraclinical departments",
  "about.departments.paraclinical.summary": "Where the laboratory meets the patient.",
  "about.departments.paraclinical.imageAlt": "Illustration of a pathology and microbiology laboratory",
  "about.departments.clinical.title": "Clinical departments",
  "about.departments.clinical.summary":
    "Learning medicine in the wards, clinics and theatres of the teaching hospital.",
  "about.departments.clinical.imageAlt": "Illustration of a hospital ward with beds",
  "about.departments.superSpecialty.title": "Super-specialty departments",
  "about.departments.superSpecialty.summary":
    "Advanced care for complex illness, and exposure for postgraduate trainees.",
  "about.departments.superSpecialty.imageAlt": "Illustration of a specialist consulting in a modern clinic",
  "about.rules.label": "College rules",
  "about.privacy.noticeDraft": "this notice is a draft: visitors still see the published version.",
  "about.privacy.formsTitle": "What each form collects, and for how long",
  "about.privacy.retention":
    "The retention period the college has set for enquiries and messages is {period} after they are closed.",
  "about.privacy.year": "1 year",
  "about.privacy.years": "{count} years",
  "about.privacy.months": "{count} months",
  "about.privacy.what": "What",
  "about.privacy.why": "Why",
  "about.privacy.howLong": "How long",
  "about.privacy.withdraw": "Withdraw or erase",
  "about.privacy.contact.form": "Contact message (/contact)",
  "about.privacy.contact.collects": "Your name, e-mail, phone and message.",
  "about.privacy.contact.purpose": "To answer your message; nothing else, and never for marketing.",
  "about.privacy.enquiry.form": "Admission enquiry (/admission/admission-enquiry)",
  "about.privacy.enquiry.collects":
    "Your name, e-mail, phone, course, NEET score and message, and which site or campaign sent you.",
  "about.privacy.enquiry.purpose": "For the admissions office to answer and advise you about admission.",
  "about.privacy.enquiry.kept":
    "Kept while your enquiry is open and for {period} after it is closed; then your name, contact details and message are erased and only an anonymous count remains.",
  "about.privacy.enquiry.withdraw":
    "One click: the link in the acknowledgement e-mail withdraws your consent and erases your details at once.",
  "about.privacy.careers.form": "Contact HR (/career)",
  "about.privacy.careers.collects": "Your name, e-mail, phone, the position and your message.",
  "about.privacy.careers.purpose": "For the HR office to answer you about jobs at the college.",
  "about.privacy.complaint.form": "Complaint (/safety/complaint)",
  "about.privacy.complaint.collects":
    "What happened, and, only if you give them, your name, contact details and an attachment. You may stay anonymous.",
  "about.privacy.complaint.purpose":
    "For the committee responsible (anti-ragging, Internal Committee, grievance redressal) to inquire and act. Only that committee reads it; not even the college's administrator does.",
  "about.privacy.complaint.kept":
    "Kept with the committee's record of the case, which the college must keep under the regulations that govern it; not erased by the automatic retention period.",
  "about.privacy.complaint.withdraw":
    "Ask the committee through its contact or the privacy contact below; an inquiry already under way may need the record until it ends.",
  "about.privacy.messageKept":
    "Kept while your message is open and for {period} after it is closed; then your name, contact details and message are erased and only an anonymous count remains.",
  "about.privacy.writeToErase":
    "Write to the privacy contact below to have it erased sooner; we confirm by e-mail to the address you gave.",
  "about.privacy.contactTitle": "Whom to contact",
  "about.privacy.contactText":
    "Questions about your personal data, a request to see, correct or erase it, withdrawal of consent and grievances go to the college's privacy contact, who answers on the college's behalf:",
  "about.privacy.email": "E-mail:",
  "about.privacy.phone": "Phone:",
  "about.privacy.post": "Post: Privacy contact, {address}",
  "about.withdraw.title": "Withdraw your consent",
  "about.withdraw.description":
    "Withdraw your consent and have the admissions office erase your enquiry's details.",
  "about.withdraw.lead": "Have the admissions office erase the details you gave with your admission enquiry.",
  "about.withdraw.done": "Done",
  "about.withdraw.withdrawn":
    "Your consent is withdrawn: the admissions office no longer holds your name, contact details or message.",
  "about.withdraw.doneText":
    "The office keeps only an anonymous count (course, date and how you found us). You need do nothing more; you can send a new enquiry whenever you wish.",
  "about.withdraw.confirmText":
    "Confirming erases your name, e-mail, phone, NEET score and message from your enquiry at once, with the office's notes about it, and the office stops working on it. Only an anonymous count stays. This cannot be undone.",
  "about.withdraw.button": "Withdraw my consent and erase my details",
  "about.withdraw.linkInvalid": "This withdrawal link is not valid or has already been used.",
  "about.withdraw.invalid":
    "Open the link in your acknowledgement e-mail again, or write to the privacy contact on the {link}.",
  "about.withdraw.privacyNotice": "privacy notice",
  "about.withdraw.howHandled": "How the college handles personal data: {link}.",
  "about.unsubscribe.title": "Stop counselling-round updates",
  "about.unsubscribe.description": "Stop the counselling-round update e-mails you asked for.",
  "about.unsubscribe.heroTitle": "Counselling-round updates",
  "about.unsubscribe.lead": "The e-mails that tell you when each counselling round opens.",
  "about.unsubscribe.stopTitle": "Stop the updates?",
  "about.unsubscribe.stopText":
    "You asked to be told by e-mail when each counselling round opens. Stop these e-mails to this address now?",
  "about.unsubscribe.stopButton": "Stop the updates",
  "about.unsubscribe.stoppedTitle": "You will not receive these updates any more",
  "about.unsubscribe.stoppedText":
    "No more counselling-round e-mails go to this address. The rounds stay listed on the admission pages, and you can ask for the updates again on the admission enquiry form.",
  "about.unsubscribe.invalidTitle": "This link is not valid",
  "about.unsubscribe.invalidText":
    "Open the link from the e-mail exactly as it is. If the updates still arrive, write to the admissions office and we will stop them.",
  "about.unsubscribe.roundsLink": "Counselling rounds and how to apply",
} as const;
export type AboutMessages = Record<keyof typeof aboutEn, string>;
