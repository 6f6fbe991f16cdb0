const { Linter, RuleTester } = require('eslint');
const tsParser = require('typescript-eslint').parser;
const rule = require('./no-hand-loading-switch.cjs');

const languageOptions = { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } };
const tester = new RuleTester({ languageOptions });
const handSwitch = { messageId: 'handSwitch' };

tester.run('no-hand-loading-switch', rule, {
  valid: [
    // the one way: the area through ResourceContent
    `export function Students() {
      const students = useResource('students', load);
      return (
        <ResourceContent resource={students} isEmpty={(list) => list.length === 0} empty={<EmptyState title={t('No students')} />}>
          {(list) => <StudentCards students={list} />}
        </ResourceContent>
      );
    }`,
    // a button busy with its own save, a spinner inside a control
    `const cell = editing.saving ? <Spinner size="sm" label={t('Saving')} /> : null;`,
    // a form's empty state beside its own error is not a load
    `const hint = state.step === 'empty' && !state.error ? <EmptyState title={t('Choose a file')} /> : null;`,
    // a route that does not exist is not a load state
    `function Page() { if (!Number.isInteger(id)) return <ErrorState message={t('This study plan does not exist.')} />; return null; }`,
    // a skeleton inside a placeholder, its spinner on a value of its own
    `const value = item.value === null ? <Spinner size="sm" /> : item.value;`,
  ],
  invalid: [
    // the ternary chain over a resource
    {
      code: `const area = students.status === 'failed' ? <ErrorState message={students.error} onRetry={students.reload} /> : !students.data ? <Spinner /> : <StudentCards students={students.data} />;`,
      errors: [handSwitch],
    },
    // early returns
    {
      code: `function Links() {
        if (loaded.status === 'loading') return <Spinner label={t('Loading')} />;
        if (loaded.status === 'failed') return <ErrorState message={loaded.error} onRetry={loaded.reload} />;
        return <PeoplePicker />;
      }`,
      errors: [handSwitch, handSwitch],
    },
    // the state inside a frame of the page's own
    {
      code: `function Setup() {
        if (link.status === 'failed') return <AuthLayout title={t('Set up')}><ErrorState message={link.error} /></AuthLayout>;
        return null;
      }`,
      errors: [handSwitch],
    },
    // assigned, then shown
    {
      code: `function Mails() {
        let content;
        if (loaded.status === 'failed' && !loaded.data) content = <ErrorState message={loaded.error} />;
        return <Card>{content}</Card>;
      }`,
      errors: [handSwitch],
    },
    // a list's flags, with &&
    { code: `const more = <div>{state.isNew && <Spinner />}</div>;`, errors: [handSwitch] },
    { code: `const failed = <div>{error && items.length === 0 && <ErrorState message={error} />}</div>;`, errors: [handSwitch] },
    // an empty state told apart from loading by hand
    { code: `const list = activities.length === 0 ? (loading ? <div><Spinner /></div> : <EmptyState title="None" />) : <ol />;`, errors: [handSwitch] },
  ],
});

// An exception is an eslint-disable comment under the rule's own name, so it is shown
// through the plugin as the tree's config names it.
describe('an exception to no-hand-loading-switch', () => {
  const lint = (comment) =>
    new Linter().verify(
      `function Area() {\n  // ${comment}\n  if (frame.loading) return <Spinner />;\n  return null;\n}`,
      [{ files: ['**/*.tsx'], languageOptions, plugins: { studydesk: { rules: { 'no-hand-loading-switch': rule } } }, rules: { 'studydesk/no-hand-loading-switch': 'error' } }],
      'area.tsx',
    );

  it('holds with its reason', () => {
    expect(lint("eslint-disable-next-line studydesk/no-hand-loading-switch -- the shell's frame draws before the kit's sheets load")).toEqual([]);
  });

  it('is refused without one', () => {
    expect(lint('eslint-disable-next-line studydesk/no-hand-loading-switch').map((problem) => problem.messageId)).toEqual(['noReason']);
  });

  it('is needed: without it the switch fails', () => {
    expect(lint('a spinner by hand').map((problem) => problem.messageId)).toEqual(['handSwitch']);
  });
});
