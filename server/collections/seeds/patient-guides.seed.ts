/**
 * The patients' guides as a fresh install starts them: the registration counter and what to bring from the
 * OPD page's text, and the public rules of Ayushman Bharat (PM-JAY) and ABHA "Scan & Share" (National Health
 * Authority; NMC circulars of 2023–2025: ABHA for every patient, treatment never denied without it). What only
 * the hospital knows — its PM-JAY packages by department, the Arogya Mitra desk's place and phone, its insurers —
 * is left for the hospital desk to enter; the pages fall back to the registration counter and the reception.
 */
const GUIDES = [
  {
    section: "registration-windows",
    heading: "Registration windows",
    body: [
      "Register at the OPD registration counter near the main entrance, Monday to Saturday during OPD hours (09:00 am to 05:00 pm). The OPD is closed on Sunday.",
      "Senior citizens, pregnant women and persons with disabilities are served at a separate counter.",
      "Nothing needs to be done online first: walk in and register at the counter. In an emergency, come straight to Emergency at any hour; treatment starts before registration.",
    ].join("\n\n"),
  },
  {
    section: "what-to-bring",
    heading: "What to bring",
    body: [
      "- An identity document (Aadhaar card or any photo identity card).",
      "- Your registration card, for a follow-up visit.",
      "- Previous prescriptions, reports and X-rays.",
      "- Your Ayushman card (PM-JAY) or health insurance card, if you have one.",
      "- Your ABHA number or the ABHA app on your phone, if you have one. It is not required: you are registered and treated without it.",
    ].join("\n"),
  },
  {
    section: "pm-jay",
    heading: "Ayushman Bharat (PM-JAY)",
    body: [
      "Ayushman Bharat Pradhan Mantri Jan Arogya Yojana (PM-JAY) pays for hospital treatment of eligible families, up to ₹5 lakh per family per year, cashless: the hospital is paid by the scheme, not by the patient.",
      "Ask the Arogya Mitra desk whether your family is eligible and whether your treatment is covered. Bring your Ayushman card, or your Aadhaar card and ration card.",
    ].join("\n\n"),
  },
  {
    section: "arogya-mitra",
    heading: "Arogya Mitra desk",
    body: "The Arogya Mitra checks your eligibility, registers your treatment under PM-JAY and helps you until discharge.",
  },
  {
    section: "other-insurance",
    heading: "Other insurance and cashless treatment",
    body: [
      "If you have a health insurance policy, bring the policy or e-card and a photo identity card when you are admitted. The hospital asks your insurer to approve cashless treatment; when it is not approved, you pay and claim the amount back from your insurer.",
      "Ask at the registration counter which insurers the hospital has cashless agreements with.",
    ].join("\n\n"),
  },
  {
    section: "abha-scan-share",
    heading: "Register faster with ABHA Scan & Share",
    body: [
      "With an ABHA (Ayushman Bharat Health Account) you can register without filling a form: the counter gets your name, age and address from your phone.",
      "You need a phone with an ABHA app (the ABHA app, Aarogya Setu or another app of the Ayushman Bharat Digital Mission) and your ABHA number or address. No ABHA yet? You can create one with your Aadhaar and the mobile number linked to it, or register at the counter as usual: treatment is never refused for lack of an ABHA.",
    ].join("\n\n"),
    steps: [
      { text: "Open the ABHA app on your phone and sign in." },
      { text: "Scan the QR code at the registration counter." },
      { text: "Check your details and tap Share." },
      { text: "Your phone shows a token number: show it at the counter and collect your registration slip." },
    ],
  },
];

export const patientGuideSeeds = () => GUIDES;
