import { classesIn, usedCss } from '../used-css';

describe('usedCss', () => {
  const css =
    ':root{--x:1}body{margin:0}.a{color:red}.b .c{color:blue}.d,.a:hover{x:1}@media (max-width:640px){.b{y:2}.a{y:3}}@keyframes spin{from{opacity:0}to{opacity:1}}.e[data-x=".f"]{z:1}:is(.a,.g) p{w:1}.a:not(.h){v:1}';

  it('keeps rules whose classes are on the page and drops the others, inside media queries too', () => {
    const out = usedCss(css, classesIn('<div class="a"><p class="e">x</p></div>'));
    expect(out).toBe(
      ':root{--x:1}body{margin:0}.a{color:red}.d,.a:hover{x:1}@media (max-width:640px){.a{y:3}}@keyframes spin{from{opacity:0}to{opacity:1}}.e[data-x=".f"]{z:1}:is(.a,.g) p{w:1}.a:not(.h){v:1}',
    );
  });

  it('keeps the classes the island script adds at run time', () => {
    expect(usedCss('.atlas-open{display:block}.atlas-ok{color:green}', classesIn('<p></p>'))).toBe(
      '.atlas-open{display:block}.atlas-ok{color:green}',
    );
  });
});
