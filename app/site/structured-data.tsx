import { siteConfig } from "~/content/site-config";
import { DEFAULT_SITE_CONTACT, type SiteContact } from "./site-contact";

/** schema.org description of the college and its teaching hospital, for search engines. */
export function organisationGraph(origin: string, contact: SiteContact = DEFAULT_SITE_CONTACT) {
  const address = {
    "@type": "PostalAddress",
    streetAddress: contact.address.street,
    addressLocality: contact.address.locality,
    addressRegion: contact.address.region,
    postalCode: contact.address.postalCode,
    addressCountry: "IN",
  };
  const geo = {
    "@type": "GeoCoordinates",
    latitude: siteConfig.geo.latitude,
    longitude: siteConfig.geo.longitude,
  };
  const collegeId = `${origin}/#college`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": ["CollegeOrUniversity", "EducationalOrganization"],
        "@id": collegeId,
        name: siteConfig.name,
        alternateName: siteConfig.shortName,
        description: siteConfig.tagline,
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
        telephone: contact.phone,
        email: contact.emails.general,
        address,
        geo,
        sameAs: contact.social.map((profile) => profile.url),
      },
      {
        "@type": "Hospital",
        "@id": `${origin}/hospitals#hospital`,
        name: `${siteConfig.shortName} Teaching Hospital`,
        url: `${origin}/hospitals`,
        telephone: contact.phone,
        address,
        geo,
        parentOrganization: { "@id": collegeId },
        medicalSpecialty: ["Emergency", "Pediatric", "Obstetric", "Surgical", "Dermatologic"],
      },
    ],
  };
}

/** The JSON-LD <script> for the document head. `<` is escaped so no text can close the tag. */
export function StructuredData({
  origin,
  contact,
  nonce,
}: {
  origin: string;
  contact: SiteContact;
  nonce?: string;
}) {
  const json = JSON.stringify(organisationGraph(origin, contact)).replace(/</g, "\\u003c");
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
