/**
 * The admin's content column, shared by the header, the tab bar, the lead desk and Insights, so
 * their edges line up: up to 1344 px of content (review 57: at 1440 the old 1104 px left about
 * 190 px of canvas unused on each side of the list).
 */
export const DESK_COLUMN = "mx-auto max-w-[87rem] px-3 sm:px-6";
