import type { Ref } from 'react';

/**
 * The step's heading, which takes the focus on a new step; above it, the step's place in the form
 * ('Paso 1 de 1' says nothing: only where the form has several steps) or, on a summary, what the
 * step is for (a summary may bear the form's title).
 */
export function StepHeading(props: {
  heading: Ref<HTMLHeadingElement>;
  kind: string;
  title: string;
  intro: string | undefined;
  position: number;
  formStepCount: number;
}) {
  const { heading, kind, title, intro, position, formStepCount } = props;
  return (
    <div>
      {formStepCount > 1 && kind === 'form' && (
        <p className="text-sm text-slate-700">
          Paso {position} de {formStepCount}
        </p>
      )}
      {kind === 'summary' && (
        <p id="paso-resumen" className="text-sm text-slate-700">
          Revisa tu solicitud
        </p>
      )}
      <h1
        id="paso-titulo"
        ref={heading}
        tabIndex={-1}
        aria-describedby={kind === 'summary' ? 'paso-resumen' : undefined}
        className="text-2xl font-bold text-brand-900 sm:text-3xl"
      >
        {title}
      </h1>
      {intro && <p className="mt-2 text-slate-700">{intro}</p>}
    </div>
  );
}
