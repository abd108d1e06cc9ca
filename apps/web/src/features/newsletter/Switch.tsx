import { Switch as BaseSwitch } from '../../components/form/Switch.tsx';

type Props = Omit<Parameters<typeof BaseSwitch>[0], 'stateText' | 'id' | 'disabled' | 'invalid'>;

const stateText = ['włączone', 'wyłączone'] as const;

/** The newsletter's on/off switch: its state is written beside it as 'włączone' / 'wyłączone'. */
export function Switch(props: Props) {
  return <BaseSwitch {...props} stateText={stateText} />;
}
