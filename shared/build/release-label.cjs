const webpack = require('webpack');

/**
 * A build's release label (`STUDYDESK_RELEASE`, e.g. a date or a commit): a comment at the
 * head of every JavaScript and CSS file the build writes, so a file on a server or in a
 * browser's cache tells which release it belongs to (docs/architecture.md#version-skew).
 * The label is part of each file's content, so a build with a new label gives every hashed
 * file a new name (webpack's `realContentHash`), as a change in the code would.
 * Without a label nothing is added: the output is the same as before.
 */
const LABEL = /^[\w.:+-]{1,64}$/;

/** `STUDYDESK_RELEASE`, checked: it goes into a comment, so it cannot hold one's end. */
function releaseLabel(env = process.env) {
  const label = env.STUDYDESK_RELEASE;
  if (!label) return null;
  if (!LABEL.test(label)) throw new Error(`STUDYDESK_RELEASE=${JSON.stringify(label)}: letters, digits and . _ : + - only, up to 64`);
  return label;
}

/** The plugins that write the label of `name`'s build, if a label is given. */
function releaseLabelPlugins(name, env = process.env) {
  const label = releaseLabel(env);
  if (!label) return [];
  return [
    new webpack.BannerPlugin({
      banner: `StudyDesk ${name} release ${label}`,
      test: /\.(js|css)$/,
      // after the minifier (which would take the comment out or move it to a license file)
      // and before the source maps and the content hashes are made, so both include it
      stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    }),
  ];
}

module.exports = { releaseLabelPlugins };
