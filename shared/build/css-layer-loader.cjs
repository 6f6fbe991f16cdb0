/** The cascade layer of the UI kit's style sheets (@studydesk/shared). */
const KIT_LAYER = 'studydesk-kit';

/**
 * Puts a style sheet of the UI kit in a cascade layer. A remote styles the kit's
 * components from its own sheets (a toggle placed on a field's label line), and those
 * sheets used to win by coming later: style-loader injected the kit's styles first.
 * Extracted to files, the kit's sheets may be linked after a remote's (they load with
 * the shared module, after the remote's own chunk); in a layer they lose to any sheet
 * outside it, whatever the order.
 */
module.exports = function cssLayerLoader(source) {
  return `@layer ${KIT_LAYER} {\n${source}\n}\n`;
};
module.exports.KIT_LAYER = KIT_LAYER;
