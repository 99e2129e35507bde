import { route } from "@react-router/dev/routes";

/** The staff back-office's route table (admin spec §2). */
export const staffRoutes = [route("login", "routes/staff/login.tsx")];
