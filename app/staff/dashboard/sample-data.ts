// The dashboard's fixed sample figures (admin spec §2): shown labelled "sample" until the college's
// student, course and event records exist in the product.
export const sampleStats = {
  totalStudents: "2,543",
  activeCourses: "46",
};

export const sampleActivity = [
  { text: "New student registration: Aarav Kumar (MBBS, first year)", when: "2 hours ago" },
  { text: "Course updated: Community Medicine practical schedule", when: "5 hours ago" },
  { text: "Faculty meeting minutes uploaded by the Principal's office", when: "Yesterday" },
  { text: "Semester examination timetable published", when: "2 days ago" },
];

export const sampleEvents = [
  { title: "Orientation for the new MBBS batch", date: "Mon, 8 Dec · 10:00" },
  { title: "Continuing medical education: sepsis care", date: "Fri, 12 Dec · 14:30" },
  { title: "Blood donation camp at the hospital", date: "Sat, 20 Dec · 09:00" },
];

export const samplePerformance = [
  { label: "Student Satisfaction", value: 92 },
  { label: "Course Completion", value: 87 },
  { label: "Faculty Engagement", value: 94 },
];
