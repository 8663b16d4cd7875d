/* global window */
// The editor starts from editor.js, once its configuration is read (not from a config.yml).
window.CMS_MANUAL_INIT = true;
