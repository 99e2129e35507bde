import { auditModule } from "./audit/audit.module";
import { authModule } from "./auth/auth.module";
import { collectionsModule } from "./collections/collections.module";
import { documentsModule } from "./documents/documents.module";
import { enquiriesModule } from "./enquiries/enquiries.module";
import { facultyModule } from "./faculty/faculty.module";
import { galleryModule } from "./gallery/gallery.module";
import { grievancesModule } from "./grievances/grievances.module";
import { messagesModule } from "./messages/messages.module";
import { messageTemplatesModule } from "./message-templates/message-templates.module";
import { nmcModule } from "./nmc/nmc.module";
import { opdModule } from "./opd/opd.module";
import { bloodStockModule } from "./blood-stock/blood-stock.module";
import { counsellingModule } from "./counselling/counselling.module";
import { appointmentsModule } from "./appointments/appointments.module";
import { dashboardModule } from "./dashboard/dashboard.module";
import { noticesModule } from "./notices/notices.module";
import { outboxModule } from "./outbox/outbox.module";
import { popupModule } from "./popup/popup.module";
import { privacyModule } from "./privacy/privacy.module";
import { feesModule } from "./fees/fees.module";
import { studentsModule } from "./students/students.module";
import { nonTeachingStaffModule } from "./non-teaching-staff/non-teaching-staff.module";
import { clinicalMaterialModule } from "./clinical-material/clinical-material.module";
import { examResultsModule } from "./exam-results/exam-results.module";
import { collegeInformationModule } from "./college-information/college-information.module";
import { disclosuresModule } from "./disclosures/disclosures.module";
import { siteSettingsModule } from "./site-settings/site-settings.module";
import { schedulerModule } from "./scheduler/scheduler.module";
import { twoFactorModule } from "./two-factor/two-factor.module";
import { usersModule } from "./users/users.module";

/** Every server domain, one line each. The app creates their services and mounts their routes in this order. */
export const modules = [
  // First: the others may register scheduled jobs while their services are created.
  schedulerModule,
  usersModule,
  auditModule,
  authModule,
  outboxModule,
  facultyModule,
  messagesModule,
  enquiriesModule,
  messageTemplatesModule,
  noticesModule,
  nmcModule,
  popupModule,
  documentsModule,
  feesModule,
  siteSettingsModule,
  galleryModule,
  collectionsModule,
  twoFactorModule,
  grievancesModule,
  studentsModule,
  nonTeachingStaffModule,
  clinicalMaterialModule,
  examResultsModule,
  collegeInformationModule,
  disclosuresModule,
  opdModule,
  bloodStockModule,
  counsellingModule,
  privacyModule,
  appointmentsModule,
  dashboardModule,
];
