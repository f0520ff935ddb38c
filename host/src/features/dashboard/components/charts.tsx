import { useTheme } from 'styled-components';
import {
  VictoryAxis,
  VictoryBar,
  VictoryChart,
  VictoryContainer,
  VictoryGroup,
  VictoryLegend,
  VictoryPie,
} from 'victory';
import { formatMonth } from '@spotter/shared';
import type { ChartProps } from './chart-props';

/**
 * The dashboard's Victory charts. Only `chart-slot.tsx` imports this module, lazily: Victory is
 * downloaded when the dashboard shows a chart, never with the login page or the shell.
 * Each SVG is an image named by its title and described; the figures themselves are also in a
 * table beside it (`chart-panel.tsx`).
 */
export default function Chart(props: ChartProps) {
  const { colors } = useTheme();
  const palette: [string, string] = [colors.primary, colors.success];
  if (props.kind === 'growth') {
    // Not `label`: Victory would print a datum's `label` above its bar.
    const data = props.growth.map((month) => ({ ...month, name: formatMonth(month.month) }));
    return (
      <VictoryChart
        width={640}
        height={300}
        domainPadding={{ x: 36 }}
        containerComponent={
          <VictoryContainer
            title="Total Members Growth"
            desc="Members and trainers who joined in each of the last 7 months"
          />
        }
      >
        <VictoryLegend
          x={48}
          y={0}
          orientation="horizontal"
          gutter={20}
          data={[
            { name: 'Members', symbol: { fill: palette[0] } },
            { name: 'Trainers', symbol: { fill: palette[1] } },
          ]}
        />
        <VictoryAxis style={{ tickLabels: { fontSize: 13 } }} />
        <VictoryAxis
          dependentAxis
          tickFormat={(tick: number) => (Number.isInteger(tick) ? tick : '')}
        />
        <VictoryGroup offset={14} colorScale={palette}>
          <VictoryBar data={data} x="name" y="members" barWidth={12} />
          <VictoryBar data={data} x="name" y="trainers" barWidth={12} />
        </VictoryGroup>
      </VictoryChart>
    );
  }
  const slices = [
    { x: 'Members', y: props.members, fill: palette[0] },
    { x: 'Trainers', y: props.trainers, fill: palette[1] },
  ].filter((slice) => slice.y > 0);
  return (
    <VictoryPie
      width={360}
      height={300}
      data={slices}
      colorScale={slices.map((slice) => slice.fill)}
      padding={{ top: 40, bottom: 40, left: 70, right: 70 }}
      style={{ labels: { fontSize: 18 } }}
      labels={({ datum }) => `${String(datum?.x)}: ${Number(datum?.y).toLocaleString('en-IN')}`}
      containerComponent={
        <VictoryContainer title="Members vs Trainers" desc="Active members against trainers" />
      }
    />
  );
}
