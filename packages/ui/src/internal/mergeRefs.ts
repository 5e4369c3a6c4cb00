import type { MutableRefObject, Ref, RefCallback } from 'react';

/** One ref callback setting every given ref: a component's own ref and the one its caller forwards. */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as MutableRefObject<T | null>).current = node;
    }
  };
}
