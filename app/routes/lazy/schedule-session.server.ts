export { ScheduleSessionPage } from "./schedule-session";
