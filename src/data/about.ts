// What the About (/about) and Know more (/knowme) pages hold besides their prose, which is
// Markdown beside each page (src/pages/about/_about.md, src/pages/knowme/_knowme.md).

/**
 * The vision and mission: two sentences both pages show, stated once here
 * and printed in the Markdown with `<Company show="vision" />` and
 * `<Company show="mission" />`.
 */
export const statements = {
  vision:
    'A future in which every organisation, whatever its size, can use AI and modern technology safely, sustainably and to real effect.',
  mission:
    'To deliver practical AI, cloud and field solutions that cut costs, reduce risk and open new markets for our clients, including the public sector, while helping them on the road to Net Zero.',
} as const;

/** What search engines and link previews show for each page (its meta description, not on the page). */
export const pageDescriptions = {
  about:
    'A Liverpool IT consultancy for UK and UAE businesses and public bodies: AI, cloud, rugged field apps, public-sector onboarding and sustainability.',
  knowme:
    'Who we are, the services we offer, our vision and mission, and why UK and UAE organisations choose to work with us.',
} as const;
