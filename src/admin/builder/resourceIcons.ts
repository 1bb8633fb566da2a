import Euro from '@mui/icons-material/Euro';
import FormatQuote from '@mui/icons-material/FormatQuote';
import HomeWork from '@mui/icons-material/HomeWork';
import Insights from '@mui/icons-material/Insights';
import MailOutline from '@mui/icons-material/MailOutline';
import People from '@mui/icons-material/People';
import Public from '@mui/icons-material/Public';
import Science from '@mui/icons-material/Science';
import Settings from '@mui/icons-material/Settings';
import Undo from '@mui/icons-material/Undo';
import type { ComponentType } from 'react';
import type { ResourceIcon } from '../../shared/resources/defineResource';

/** Declarations name their icon; the dashboard maps the name to a component (declarations stay free of UI code). */
export const resourceIcons: Record<ResourceIcon, ComponentType> = {
  home: HomeWork,
  people: People,
  format_quote: FormatQuote,
  insights: Insights,
  mail: MailOutline,
  settings: Settings,
  science: Science,
  euro: Euro,
  public: Public,
  undo: Undo,
};
