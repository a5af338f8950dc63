/** The message box's id: there is one on the page, and other parts hand focus back to it. */
export const COMPOSER_INPUT_ID = "composer-message";
