// No zod here: the public pages' enhancement script imports these names.
/**
 * The visitor's "closed" marker for the admission pop-up: a session cookie (no expiry) that the enhancement
 * script sets in the browser and `POST POPUP_CLOSE_PATH` sets without JavaScript; the server leaves the pop-up
 * out of the HTML while it is there.
 */
export const ADMISSION_POPUP_COOKIE = "admission_popup";
export const ADMISSION_POPUP_CLOSED = "closed";
/** The pop-up's Close without JavaScript: a form post here, with the page to return to in `return`. */
export const POPUP_CLOSE_PATH = "/popup/close";
export const POPUP_RETURN_FIELD = "return";
export const POPUP_RETURN_MESSAGE = "return must be a path on this site, such as /about";
