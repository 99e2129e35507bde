/** The home page's alumni testimonials as the site showed them in code (fictional placeholders). */
const TESTIMONIALS = [
  {
    name: "Dr. Ananya Sinha",
    batch: "MBBS, batch 2019",
    rating: 5,
    message:
      "The hours I spent in the wards from my second year onwards taught me more than any textbook. My teachers always had time for one more question.",
    photo: "home/alumni-1",
  },
  {
    name: "Dr. Mohammad Faizan",
    batch: "MBBS, batch 2019",
    rating: 4,
    message:
      "The skills lab and the emergency postings gave me confidence before internship. I felt ready on my first night on call.",
    photo: "home/alumni-2",
  },
  {
    name: "Dr. Priya Kumari",
    batch: "MBBS, batch 2020",
    rating: 5,
    message:
      "Community health camps in the villages around the campus showed me why I wanted to become a doctor in the first place.",
    photo: "home/alumni-3",
  },
  {
    name: "Dr. Rohan Verma",
    batch: "MBBS, batch 2020",
    rating: 4,
    message:
      "A supportive campus, a well-stocked library and faculty who push you to do better. I would choose it again.",
    photo: "home/alumni-4",
  },
];

export const testimonialSeeds = () =>
  TESTIMONIALS.map((testimonial, index) => ({ ...testimonial, position: index + 1 }));
