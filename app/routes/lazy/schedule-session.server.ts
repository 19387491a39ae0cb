// The server's copy of /schedule-session's body, rendered at once; empty in the browser's build (docs/decisions/0033).
export { ScheduleSessionPage } from "./schedule-session";
