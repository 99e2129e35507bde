import { index, layout, route } from "@react-router/dev/routes";

/** The public site's route table (public spec §2.1), inside the shell. */
export const siteRoutes = [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("contact", "routes/site/contact/contact-page.tsx"),
    route("career", "routes/site/career/career-page.tsx"),
    route("faculty/faculty-doctors", "routes/site/faculty/faculty-doctors.tsx"),
    route("admission/admission-enquiry", "routes/site/admission/admission-enquiry.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
];
