/* global CMS, window, document */
/**
 * Starts the editor (Decap CMS, loaded before this file) with the configuration the build
 * wrote from the content model (config.json, plugins/admin-editor/editor-config.ts).
 *
 * record-json: a record file of data/<collection>/, and every other data file, hold the English
 * with its translations under their language ({ "slug": ..., "name": ..., "ar": { "name": ... } });
 * the editor's side-by-side languages want { "en": {...}, "ar": {...} }.
 *
 * list-json, translated-list-json: a data file that is a list (data/clients.json; data/faq.json,
 * each record with its translations under their language) is edited as one entry whose one
 * field, LIST_FIELD, is the list (editor-config.ts).
 *
 * On this computer (localhost) the editor writes the files through decap-server; its port
 * is 8081 unless the address says ?decap-server=<port>.
 */
(function startEditor() {
  var DEFAULT_LANGUAGE = "en";
  // editor-config.ts LIST_FIELD.
  var LIST_FIELD = "items";

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

  /** A record of a file as the side-by-side form holds it: { en: its English fields, ar: its translation }. */
  function splitRecord(record, languages) {
    var data = {};
    data[DEFAULT_LANGUAGE] = {};
    Object.keys(record).forEach(function (key) {
      if (languages.indexOf(key) >= 0) data[key] = record[key];
      else data[DEFAULT_LANGUAGE][key] = record[key];
    });
    return data;
  }

  /** splitRecord undone: the English fields in the form's order, then each translation that is not empty. */
  function joinRecord(data, languages, fields) {
    var record = ordered(data[DEFAULT_LANGUAGE] || {}, fields);
    languages.forEach(function (language) {
      if (!isEmpty(data[language])) record[language] = ordered(data[language], fields);
    });
    return record;
  }

  function registerFormats(languages, forms) {
    function fieldsOf(sortedKeys) {
      return forms[(sortedKeys || []).join(",")];
    }
    CMS.registerCustomFormat("record-json", "json", {
      fromFile: function (text) {
        return splitRecord(JSON.parse(text), languages);
      },
      toFile: function (data, sortedKeys) {
        return window.formatJson(joinRecord(data, languages, fieldsOf(sortedKeys)));
      },
    });
  }

  function wrap(list) {
    var data = {};
    data[LIST_FIELD] = list;
    return data;
  }

  /**
   * The format of one collection whose file is a list, bound to its records' fields (the
   * form's one field, LIST_FIELD): with each record's translations under their language
   * (translated), or without.
   */
  function listFormat(languages, fields, translated) {
    if (!translated) {
      return {
        fromFile: function (text) {
          return wrap(JSON.parse(text));
        },
        toFile: function (data) {
          return window.formatJson(ordered(data[LIST_FIELD] || [], fields));
        },
      };
    }
    return {
      fromFile: function (text) {
        var records = JSON.parse(text).map(function (record) {
          return splitRecord(record, languages);
        });
        var data = {};
        [DEFAULT_LANGUAGE].concat(languages).forEach(function (language) {
          data[language] = wrap(
            records.map(function (record) {
              return record[language] || {};
            }),
          );
        });
        return data;
      },
      toFile: function (data) {
        var english = (data[DEFAULT_LANGUAGE] || {})[LIST_FIELD] || [];
        return window.formatJson(
          english.map(function (item, index) {
            var record = {};
            record[DEFAULT_LANGUAGE] = item;
            languages.forEach(function (language) {
              record[language] = ((data[language] || {})[LIST_FIELD] || [])[index];
            });
            return joinRecord(record, languages, fields);
          }),
        );
      },
    };
  }

  /** Each list collection gets a format of its own ("list-json:clients"), bound to its records' fields. */
  function registerListFormats(languages, config) {
    config.collections.forEach(function (collection) {
      if (collection.format !== "list-json" && collection.format !== "translated-list-json") return;
      var name = collection.format + ":" + collection.name;
      var fields = collection.files[0].fields[0].fields;
      CMS.registerCustomFormat(name, "json", listFormat(languages, fields, collection.format !== "list-json"));
      collection.format = name;
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
      registerListFormats(languages, config);
      window.registerUniqueSlug(CMS);
      CMS.init({ config: config });
    })
    .catch(function (error) {
      document.body.textContent = "The editor could not start: " + error.message;
    });
})();
