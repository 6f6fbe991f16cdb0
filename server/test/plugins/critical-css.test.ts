import { criticalCss, namesIn } from '../../src/plugins/critical-css';

describe('the critical part of a style sheet for a drawn page', () => {
  const names = namesIn('<div id="sd-main" class="a b"><p class="c">x</p></div>');

  test('the markup’s class names and ids', () => {
    expect([...names].sort()).toEqual(['#sd-main', '.a', '.b', '.c']);
  });

  test('a rule whose selector requires a class or id the markup lacks goes; element, attribute and state rules stay', () => {
    const css = ':root{--x:1}html,body{margin:0}.a{color:red}.z{color:blue}.a .z{x:1}.a .c:hover{x:2}#sd-main>.b{x:3}#other{x:4}input[type=email]{x:5}.c[aria-busy=true]{x:6}';
    expect(criticalCss(css, names)).toBe(':root{--x:1}html,body{margin:0}.a{color:red}.a .c:hover{x:2}#sd-main>.b{x:3}input[type=email]{x:5}.c[aria-busy=true]{x:6}');
  });

  test('a selector list stays when one of its selectors may match', () => {
    expect(criticalCss('.z,.a{x:1}.z,.y{x:2}', names)).toBe('.z,.a{x:1}');
  });

  test('what :not(), :is(), :where() and :has() hold requires nothing', () => {
    expect(criticalCss('.a:not(.z){x:1}:is(.z,.y) .c{x:2}.b:has(.q){x:3}.z:not(.a){x:4}', names)).toBe('.a:not(.z){x:1}:is(.z,.y) .c{x:2}.b:has(.q){x:3}');
  });

  test('media and supports blocks are filtered and dropped when empty; layers stay declared in order; keyframes and statements stay', () => {
    const css = '@layer kit,app;@layer kit{.z{x:1}}@layer app{.a{x:2}}@media (width>1px){.z{x:3}}@supports (display:grid){.c{x:4}}@keyframes k{0%{opacity:0}}';
    expect(criticalCss(css, names)).toBe('@layer kit,app;@layer kit{}@layer app{.a{x:2}}@supports (display:grid){.c{x:4}}@keyframes k{0%{opacity:0}}');
  });

  test('braces in strings and comments do not end a rule', () => {
    expect(criticalCss('/* } .z{ */.a{content:"}"}.z{content:\'{\'}', names)).toBe('.a{content:"}"}');
  });
});
