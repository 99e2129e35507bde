/**
 * The source of an inline script that runs `action` (JavaScript source of a statement) once the page has
 * loaded and painted its first contentful frame (ADR 013): after the `load` event and the
 * `first-contentful-paint` performance entry, on the frame after the next. (`load` alone can come before the
 * first paint on a fast connection.) Browsers without paint timing fall back to the frame after `load`; if no
 * contentful paint is reported within 3 s of `load`, it runs anyway.
 */
export function afterPaintScript(action: string): string {
  return (
    `(()=>{let d=0;const r=()=>{if(d++)return;${action}};` +
    `const f=()=>requestAnimationFrame(()=>setTimeout(r,0));` +
    `const p=()=>performance.getEntriesByName("first-contentful-paint").length>0;` +
    `const a=()=>{try{if(p())return f();new PerformanceObserver((l,o)=>{if(p()){o.disconnect();f()}})` +
    `.observe({type:"paint",buffered:true});setTimeout(r,3000)}catch{f()}};` +
    `document.readyState==="complete"?a():addEventListener("load",a,{once:true})})();`
  );
}
