/* global window */
/**
 * The "unique-slug" widget: the string field of a record's or an article's slug, which
 * refuses a slug another entry of the same collection already has. Without it, a product
 * duplicated and published under the original's slug is saved as a second file
 * (uv-sterilizer-1.json, Decap keeps file names unique) holding the same slug, which the
 * build then rejects. It lists the collection's slugs once the form opens (through the
 * editor's own search, as the relation fields do, so it works against decap-server and
 * the git host alike); until they have come it lets any slug through, and the build's
 * check still stands behind it.
 */
(function defineUniqueSlug() {
  /** The slugs the entries of a search's hits hold, but the entry's own (its file, for an existing entry). */
  function takenSlugs(hits, ownFile) {
    var taken = {};
    hits.forEach(function (hit) {
      var slug = hit && hit.data && hit.data.slug;
      if (typeof slug === "string" && hit.slug !== ownFile) taken[slug] = true;
    });
    return taken;
  }

  window.registerUniqueSlug = function registerUniqueSlug(CMS) {
    var StringControl = CMS.getWidget("string").control;
    var h = window.h;
    var UniqueSlugControl = window.createClass({
      getInitialState: function () {
        return { taken: null };
      },
      componentDidMount: function () {
        var props = this.props;
        var ownFile = props.entry.get("slug") || "";
        this.mounted = true;
        props
          .query(props.forID, props.collection.get("name"), ["slug"], "")
          .then(
            function (result) {
              if (this.mounted) this.setState({ taken: takenSlugs(result.payload.hits || [], ownFile) });
            }.bind(this),
          )
          .catch(function () {
            // The list could not be read: the build's check is the one left.
          });
      },
      componentWillUnmount: function () {
        this.mounted = false;
      },
      isValid: function () {
        var value = this.props.value;
        if (!this.state.taken || !value || !this.state.taken[value]) return true;
        return {
          error: {
            type: "CUSTOM",
            message:
              'Slug: another entry already has "' +
              value +
              '", and two pages cannot share an address. Choose another slug.',
          },
        };
      },
      render: function () {
        return h(StringControl, this.props);
      },
    });
    CMS.registerWidget("unique-slug", UniqueSlugControl, CMS.getWidget("string").preview);
  };
})();
