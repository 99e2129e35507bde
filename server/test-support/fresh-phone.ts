/**
 * A mobile number no other call in this test process returns: a counter from a random start. (Numbers made from
 * the clock plus a random offset collided now and then, and an enquiry then counted as another's duplicate.)
 */
let next = Math.floor(Math.random() * 500_000_000);

export const freshPhone = () => `+91 9${String(++next).padStart(9, "0")}`;
