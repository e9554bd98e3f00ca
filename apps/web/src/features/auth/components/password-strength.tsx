import { Check, X } from 'lucide-react';
import {
  checkPasswordRequirements,
  PASSWORD_REQUIREMENT_LABELS,
  passwordStrengthScore,
  STRENGTH_LABELS,
  strengthBand,
} from '@saverly/contracts';
import type { PasswordRequirement } from '@saverly/contracts';

/** The strength meter (score and band of spec sections 4 and 5) and the requirement checklist. */
export function PasswordStrength({ password }: { password: string }) {
  const score = passwordStrengthScore(password);
  const band = strengthBand(score);
  const met = checkPasswordRequirements(password);
  return (
    <div className="password-strength">
      {password ? (
        <div className="password-strength__meter">
          <div className="password-strength__track" aria-hidden="true">
            <div
              className={`password-strength__fill password-strength__fill--${band}`}
              style={{ width: `${score}%` }}
            />
          </div>
          <p className="password-strength__label">
            Password strength: <strong>{STRENGTH_LABELS[band]}</strong>
          </p>
        </div>
      ) : null}
      <ul className="password-strength__rules" aria-label="Password requirements">
        {(Object.keys(met) as PasswordRequirement[]).map((requirement) => (
          <li key={requirement} className={met[requirement] ? 'is-met' : undefined}>
            {met[requirement] ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
            <span>{PASSWORD_REQUIREMENT_LABELS[requirement]}</span>
            <span className="visually-hidden">{met[requirement] ? ' (met)' : ' (not met yet)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
