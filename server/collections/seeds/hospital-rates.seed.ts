/**
 * The rate list's starting rows: the charges the hospital's pages already name (the OPD registration card,
 * consultation, ward and intensive-care beds, investigations), with no amount. The site never stated an
 * amount, so none is invented here: a row without one tells patients to ask at the counter until the hospital
 * desk enters the confirmed rate.
 */
const RATES = [
  {
    service: "New OPD registration card",
    category: "registration",
    unit: "per card",
    note: "Valid for follow-up visits",
  },
  { service: "OPD consultation", category: "consultation", unit: "per visit" },
  { service: "General ward bed", category: "bed-general-ward", unit: "per day" },
  { service: "ICU, ICCU or SICU bed", category: "bed-icu", unit: "per day" },
  {
    service: "Laboratory investigations",
    category: "investigation",
    unit: "per test",
    note: "500+ tests; the collection centre quotes each",
  },
  { service: "X-ray, ultrasound, CT and MRI", category: "investigation", unit: "per study" },
];

export const hospitalRateSeeds = () =>
  RATES.map((rate, index) => ({ amount: null, note: null, ...rate, position: (index + 1) * 10 }));
