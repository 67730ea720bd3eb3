/** The three application lists the navigation shows (spec section 3). */
export { addApplication } from './addApplication.js';
