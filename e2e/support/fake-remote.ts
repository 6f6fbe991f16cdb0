/**
 * The script of a federation container (a `remoteEntry.js` of type `var`) whose `./app`
 * is a single-spa application that throws on its first mount and renders a marker
 * text on the next one. Lets a test break a remote in a precise way without a build.
 */
export function throwingRemoteEntry(globalName: string, markerText: string): string {
  return `
var ${globalName} = (function () {
  var mounts = 0;
  var app = {
    bootstrap: function () { return Promise.resolve(); },
    mount: function (props) {
      mounts += 1;
      if (mounts === 1) return Promise.reject(new Error('${globalName} broke while mounting'));
      var element = props.domElementGetter();
      var text = document.createElement('p');
      text.textContent = ${JSON.stringify(markerText)};
      element.appendChild(text);
      return Promise.resolve();
    },
    unmount: function (props) {
      props.domElementGetter().replaceChildren();
      return Promise.resolve();
    },
  };
  return {
    init: function () { return Promise.resolve(); },
    get: function (request) {
      if (request !== './app') return Promise.reject(new Error('no ' + request));
      return Promise.resolve(function () { return app; });
    },
  };
})();
`;
}
