// Routes of the area (inside DashboardLayout): Exams: builder, taker, monitoring, results, entrance exams (spec 001).
export const examsRoutes = <></>;
