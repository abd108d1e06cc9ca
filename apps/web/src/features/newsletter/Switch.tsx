import { useLingui } from '@lingui/react';
import { Switch as BaseSwitch } from '../../components/form/Switch.tsx';

type Props = Omit<Parameters<typeof BaseSwitch>[0], 'stateText' | 'id' | 'disabled' | 'invalid'>;

/** The newsletter's on/off switch: its state is written beside it as 'włączone' / 'wyłączone'. */
export function Switch(props: Props) {
  const { i18n } = useLingui();
  const stateText = [
    i18n._({ id: 'newsletter.switch.on', message: 'włączone' }),
    i18n._({ id: 'newsletter.switch.off', message: 'wyłączone' }),
  ] as const;
  return <BaseSwitch {...props} stateText={stateText} />;
}
