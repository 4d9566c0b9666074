import { useId } from 'react';
import classes from './segmented.module.css';

type Props<V extends string> = {
  value: V;
  data: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/**
 * A choice of a few, drawn as Mantine's SegmentedControl is (the same radio inputs and labels, so the same
 * keyboard: Tab to the group, arrows between its items) in CSS only (segmented.module.css says why).
 */
export function Segmented<V extends string>({ value, data, onChange, disabled, ...aria }: Props<V>) {
  const name = useId();
  return (
    <div role="radiogroup" className={classes.root} {...aria}>
      {data.map((item) => {
        const active = item.value === value;
        return (
          <div key={item.value} className={classes.control} data-active={active || undefined}>
            <input
              type="radio"
              className={classes.input}
              name={name}
              id={`${name}-${item.value}`}
              value={item.value}
              checked={active}
              disabled={disabled}
              onChange={() => onChange(item.value)}
            />
            <label
              htmlFor={`${name}-${item.value}`}
              className={classes.label}
              data-active={(active && !disabled) || undefined}
              data-disabled={disabled || undefined}
            >
              <span className={classes.text}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
