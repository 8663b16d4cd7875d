/**
 * JSON as Prettier writes it in this repository (printWidth 120): two-space indentation,
 * objects across lines, a list of plain values on one line when it fits. The content
 * editor writes record files with it (editor.js), and so does the migration
 * (scripts/split-collections.mjs), so `npm run lint` accepts the files either writes.
 * A script for the editor's page (window.formatJson) and a CommonJS module for Node.
 */
/* global window */
(function (root) {
  /**
   * JSON as Prettier writes it here (printWidth 120): two-space indentation, objects
   * across lines, a list of plain values on one line when it fits.
   */
  function formatJson(value, indent, used) {
    indent = indent || "";
    used = used || 0;
    if (Array.isArray(value)) {
      if (value.length === 0) return "[]";
      var plain = value.every(function (item) {
        return item === null || typeof item !== "object";
      });
      var inline =
        "[" +
        value
          .map(function (item) {
            return JSON.stringify(item);
          })
          .join(", ") +
        "]";
      if (plain && indent.length + used + inline.length + 1 <= 120) return inline;
      var inner = indent + "  ";
      return (
        "[\n" +
        value
          .map(function (item) {
            return inner + formatJson(item, inner, 0);
          })
          .join(",\n") +
        "\n" +
        indent +
        "]"
      );
    }
    if (value && typeof value === "object") {
      var keys = Object.keys(value);
      if (keys.length === 0) return "{}";
      var deeper = indent + "  ";
      return (
        "{\n" +
        keys
          .map(function (key) {
            var name = JSON.stringify(key) + ": ";
            return deeper + name + formatJson(value[key], deeper, name.length);
          })
          .join(",\n") +
        "\n" +
        indent +
        "}"
      );
    }
    return JSON.stringify(value);
  }

  function format(value) {
    return formatJson(value) + "\n";
  }

  if (typeof module === "object" && module.exports) module.exports = format;
  else root.formatJson = format;
})(typeof window === "undefined" ? globalThis : window);
