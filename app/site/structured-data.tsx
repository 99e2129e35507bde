import { siteConfig } from "~/content/site-config";

/** schema.org description of the college and its teaching hospital, for search engines. */
export function organisationGraph(origin: string) {
  const address = {
    "@type": "PostalAddress",
    streetAddress: siteConfig.address.street,
    addressLocality: siteConfig.address.locality,
    addressRegion: siteConfig.address.region,
    postalCode: siteConfig.address.postalCode,
    addressCountry: siteConfig.address.country,
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
        telephone: siteConfig.phone,
        email: siteConfig.emails.general,
        address,
        geo,
        sameAs: siteConfig.social.map((profile) => profile.url),
      },
      {
        "@type": "Hospital",
        "@id": `${origin}/hospitals#hospital`,
        name: `${siteConfig.shortName} Teaching Hospital`,
        url: `${origin}/hospitals`,
        telephone: siteConfig.phone,
        address,
        geo,
        parentOrganization: { "@id": collegeId },
        medicalSpecialty: ["Emergency", "Pediatric", "Obstetric", "Surgical", "Dermatologic"],
      },
    ],
  };
}

/** The JSON-LD <script> for the document head. `<` is escaped so no text can close the tag. */
export function StructuredData({ origin, nonce }: { origin: string; nonce?: string }) {
  const json = JSON.stringify(organisationGraph(origin)).replace(/</g, "\\u003c");
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
