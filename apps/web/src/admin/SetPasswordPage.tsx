import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../pages/usePageTitle';
import { post } from './api';
import { buttonClass, Field, formErrorsOf, inputClass, messageOf, Notice } from './ui';

/** The one-time link of `npm run staff` or of a reset: choose the password (ADR 007). */
export function SetPasswordPage() {
  usePageTitle('Elegir contraseña');
  const [params] = useSearchParams();
  // `fields`: each refusal by its field; `error`: one about no field (an expired link).
  const [state, setState] = useState<{ error?: string; fields?: Record<string, string>; done?: boolean; busy?: boolean }>({});
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (form.get('password') !== form.get('repeat')) return setState({ fields: { repeat: 'Las dos contraseñas no coinciden.' } });
    setState({ busy: true });
    try {
      await post('clave', { token: params.get('token') ?? '', password: form.get('password') });
      setState({ done: true });
    } catch (error) {
      const refused = formErrorsOf(error, ['password']);
      setState(Object.keys(refused.fields).length > 0 ? { fields: refused.fields } : { error: messageOf(error) });
    }
  }
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
      <div className="w-full max-w-sm space-y-4 rounded-xl bg-white p-6 shadow">
        <h1 className="text-2xl font-bold text-brand-900">Elige tu contraseña</h1>
        {state.done ? (
          <>
            <Notice kind="ok">Contraseña guardada. Ya puedes iniciar sesión.</Notice>
            <Link to="/admin" className="inline-block font-semibold text-brand-800 underline">
              Ir al acceso
            </Link>
          </>
        ) : (
          <form onSubmit={submit} className="space-y-4">
            {state.error && <Notice kind="error">{state.error}</Notice>}
            <Field label="Nueva contraseña" hint="Al menos 12 caracteres." error={state.fields?.password}>
              <input name="password" type="password" autoComplete="new-password" required minLength={12} className={inputClass} />
            </Field>
            <Field label="Repite la contraseña" error={state.fields?.repeat}>
              <input name="repeat" type="password" autoComplete="new-password" required minLength={12} className={inputClass} />
            </Field>
            <button type="submit" disabled={state.busy} className={`${buttonClass} w-full`}>
              Guardar contraseña
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
