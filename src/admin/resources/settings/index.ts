import { settings } from '../../../shared/resources/settings';
import { buildResourceScreens } from '../../builder/buildResourceScreens';
import { SettingsScreen } from './SettingsScreen';

/** The generated settings form plus the test mail. */
export const settingsScreens = buildResourceScreens(settings, { list: SettingsScreen });
