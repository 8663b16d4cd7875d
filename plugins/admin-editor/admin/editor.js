/* global CMS, window, document */
/**
 * Starts the editor (Decap CMS, loaded before this file) with the configuration the build
 * wrote from the content model (config.json, plugins/admin-editor/editor-config.ts).
 *
 * record-json: a record file of data/<collection>/, and data/company.json, hold the English
 * with its translations under their language ({ "slug": ..., "name": ..., "ar": { "name": ... } });
 * the editor's side-by-side languages want { "en": {...}, "ar": {...} }.
 *
 * On this computer (localhost) the editor writes the files through decap-server; its port
 * is 8081 unless the address says ?decap-server=<port>.
 */
(function startEditor() {
  var DEFAULT_LANGUAGE = "en";

  function isEmpty(value) {
    return value === undefined || value === null || (typeof value === "object" && Object.keys(value).length === 0);
  }

  /**
   * A value with its keys in the order of the form's fields, at every depth (the editor
   * keeps a record's fields in no particular order once it has more than eight); keys
   * the form does not know keep their place after the known ones.
   */
  function ordered(value, fields) {
    if (Array.isArray(value)) {
      return value.map(function (item) {
        return ordered(item, fields);
      });
    }
    if (!value || typeof value !== "object" || !fields) return value;
    var result = {};
    fields.forEach(function (field) {
      if (field.name in value) result[field.name] = ordered(value[field.name], field.fields);
    });
    Object.keys(value).forEach(function (key) {
      if (!(key in result)) result[key] = value[key];
    });
    return result;
  }

  /** The fields of every form, by the list of their names (what a format's toFile is given). */
  function formsByFieldNames(config) {
    var forms = {};
    config.collections.forEach(function (collection) {
      (collection.files || [collection]).forEach(function (form) {
        if (form.fields) {
          forms[
            form.fields
              .map(function (field) {
                return field.name;
              })
              .join(",")
          ] = form.fields;
        }
      });
    });
    return forms;
  }

  function registerFormats(languages, forms) {
    function fieldsOf(sortedKeys) {
      return forms[(sortedKeys || []).join(",")];
    }
    CMS.registerCustomFormat("record-json", "json", {
      fromFile: function (text) {
        var record = JSON.parse(text);
        var data = {};
        data[DEFAULT_LANGUAGE] = {};
        Object.keys(record).forEach(function (key) {
          if (languages.indexOf(key) >= 0) data[key] = record[key];
          else data[DEFAULT_LANGUAGE][key] = record[key];
        });
        return data;
      },
      toFile: function (data, sortedKeys) {
        var fields = fieldsOf(sortedKeys);
        var record = ordered(data[DEFAULT_LANGUAGE] || {}, fields);
        languages.forEach(function (language) {
          if (!isEmpty(data[language])) record[language] = ordered(data[language], fields);
        });
        return window.formatJson(record);
      },
    });
  }

  fetch("config.json")
    .then(function (response) {
      if (!response.ok) throw new Error("config.json: " + response.status);
      return response.json();
    })
    .then(function (config) {
      var languages = config.i18n.locales.filter(function (language) {
        return language !== DEFAULT_LANGUAGE;
      });
      var port = new URLSearchParams(window.location.search).get("decap-server") || "8081";
      var host = window.location.hostname;
      if ((host === "localhost" || host === "127.0.0.1") && /^\d+$/.test(port)) {
        config.local_backend = { url: "http://" + host + ":" + port + "/api/v1" };
      }
      registerFormats(languages, formsByFieldNames(config));
      window.registerUniqueSlug(CMS);
      CMS.init({ config: config });
    })
    .catch(function (error) {
      document.body.textContent = "The editor could not start: " + error.message;
    });
})();
